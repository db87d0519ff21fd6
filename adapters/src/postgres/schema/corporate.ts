import { pgTable, text } from "drizzle-orm/pg-core"
import { instant } from "./columns.ts"
import { users } from "./users.ts"

/**
 * The company a user sells as (SPEC 3 corporate seller), saved in the settings (issue 6) to prefill
 * the payout details of a sale. At most one per user; deleting the user deletes it. The values are
 * stored as core's settings rule normalized them (codes and IBAN compact and upper-case).
 */
export const userCorporateDetails = pgTable("user_corporate_details", {
  userId: text("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  fiscalCode: text("fiscal_code").notNull(),
  registrationNumber: text("registration_number").notNull(),
  email: text("email").notNull(),
  phoneNumber: text("phone_number").notNull(),
  iban: text("iban").notNull(),
  county: text("county").notNull(),
  city: text("city").notNull(),
  updatedAt: instant("updated_at").notNull()
})
