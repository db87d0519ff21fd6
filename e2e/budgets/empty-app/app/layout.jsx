// The smallest App Router page (budgets/emptyAppFloor.ts): no code of the shop, only Next and React.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
