import { index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core"
import type { NameLocale } from "@shop/core/catalog/catalogueNames"
import { oneOf } from "./columns.ts"
import { models } from "./catalog.ts"

/**
 * The catalogue's words in the shop's languages (issue 17). The catalogue keys on the makers' English
 * values (products.color "Sierra Blue", products.material "Stainless Steel"), which product URLs,
 * filters, carts and limits use; these tables say them in `en`, `ro`, `bg`, `hu` and `el`. Rows of
 * one market (products, accessories) carry their market's words, written from these by the seed;
 * market-independent rows (models, the buyback funnel's options, colour families) are translated
 * from them when read. A word without a row in a language reads as the catalogue writes it.
 */

const locale = () => text("locale").$type<NameLocale>().notNull()
const localeCheck = (table: string) => oneOf(table, "locale", ["en", "ro", "bg", "hu", "el"])

/** The colour families listings filter by, in filter order. */
export const colourFamilies = pgTable("colour_families", {
  id: text("id").primaryKey(),
  hex: text("hex").notNull(),
  position: integer("position").notNull()
})

export const colourFamilyNames = pgTable("colour_family_names", {
  familyId: text("family_id").notNull().references(() => colourFamilies.id, { onDelete: "cascade" }),
  locale: locale(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.familyId, t.locale] }), localeCheck("colour_family_names")])

/** A maker's colour name (the value of products.color and of the funnel's colour options) and its family. */
export const colours = pgTable("colours", {
  name: text("name").primaryKey(),
  familyId: text("family_id").notNull().references(() => colourFamilies.id)
}, (t) => [index("colours_family_idx").on(t.familyId)])

export const colourNames = pgTable("colour_names", {
  colour: text("colour").notNull().references(() => colours.name, { onDelete: "cascade" }),
  locale: locale(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.colour, t.locale] }), localeCheck("colour_names")])

/** Spec values (materials, connectivities, editions, the funnel's config values) in the languages. */
export const specValueNames = pgTable("spec_value_names", {
  value: text("value").notNull(),
  locale: locale(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.value, t.locale] }), localeCheck("spec_value_names")])

/** A shop model's name in the languages ("iPad (9. generáció) Wi-Fi"). */
export const modelNames = pgTable("model_names", {
  modelId: integer("model_id").notNull().references(() => models.id, { onDelete: "cascade" }),
  locale: locale(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.modelId, t.locale] }), localeCheck("model_names")])

/**
 * What an accessory is, finer than its type (a CASE is a silicone case, a folio case, a laptop
 * sleeve), and its name in the languages: `{device}` stands for the device it is made for.
 */
export const accessoryKinds = pgTable("accessory_kinds", {
  id: text("id").primaryKey(),
  type: text("type").notNull()
})

export const accessoryKindNames = pgTable("accessory_kind_names", {
  kindId: text("kind_id").notNull().references(() => accessoryKinds.id, { onDelete: "cascade" }),
  locale: locale(),
  name: text("name").notNull()
}, (t) => [primaryKey({ columns: [t.kindId, t.locale] }), localeCheck("accessory_kind_names")])
