import type { MessageKey } from "../../i18n/catalogues.ts"
import { messagesFor } from "../../i18n/islandMessages.ts"

/**
 * Keys the add-to-cart widget translates when it is drawn: PurchasePanel and Money. What it says after
 * a change (its toast, the cross-sell dialog) and every cart toast are the cart notices
 * (messages/cart-notices), which load with the cart engine (src/client/cart/cartNotices.ts).
 */
const purchasePanelKeys = [
  "product-options-title",
  "product-battery-title",
  "product-battery-standard",
  "product-battery-standard-note",
  "product-battery-new",
  "product-battery-new-note",
  "product-included",
  "product-services-title",
  "product-service-none",
  "product-accessories-title",
  "product-total-label",
  "product-add-to-cart",
  "product-add-sold-out",
  "product-euro-equivalent"
] as const satisfies ReadonlyArray<MessageKey>

/** The names of extra services and accessory kinds the widget shows (src/ui/addOnNames.ts). */
const addOnKeys = [
  "service-warranty-12",
  "service-warranty-24",
  "service-insurance-12",
  "service-type-warranty",
  "service-type-insurance",
  "service-type-other",
  "accessory-type-case",
  "accessory-type-screen-protector",
  "accessory-type-charger",
  "accessory-type-cable",
  "accessory-type-headphones",
  "accessory-type-strap",
  "accessory-type-controller",
  "accessory-type-other"
] as const satisfies ReadonlyArray<MessageKey>

/** Every key the product page's client islands (ShopClient around PurchasePanel) ask for. */
export const productPageMessageKeys: ReadonlyArray<MessageKey> = [...purchasePanelKeys, ...addOnKeys]

/**
 * The part of a catalogue the product page's islands use, so the page does not serialize the whole
 * shop's text into its HTML (the rest is rendered on the server). A key an island asks for outside
 * this list would show as its id: test/storefront/product/purchaseMessages.test.ts reads the
 * islands' sources for the keys they name.
 */
export const productPageMessages = messagesFor({ areas: [], keys: productPageMessageKeys })
