// Next's defaults: the figure is what any App Router page of this Next and React costs.
export default {}
