import type { RouteViews } from "../views.ts"
import { AccountHomeView } from "./AccountHome.tsx"
import { GeniusView } from "./GeniusPage.tsx"
import { MyPurchasesView } from "./MyPurchases.tsx"
import { MySalesView, SaleDetailsView } from "./MySales.tsx"
import { ReturnFormView, ReturnView } from "./Returns.tsx"
import { SettingsView } from "./SettingsPage.tsx"

/** The signed-in account area's pages by route key (the sign-in pages are in ../account). */
export const accountAreaViews: RouteViews = {
  account: AccountHomeView,
  accountGenius: GeniusView,
  myPurchases: MyPurchasesView,
  mySales: MySalesView,
  saleDetails: SaleDetailsView,
  return: ReturnView,
  returnForm: ReturnFormView,
  settings: SettingsView
}
