import { customerQueryMaxLength } from "@shop/core/staff/customerSearch"

/** What a console list's address asks for: a page (1 when absent or not a plain page number) and a search text. */
export type ListSearchParams = Promise<Readonly<Record<string, string | ReadonlyArray<string> | undefined>>>

const one = (value: string | ReadonlyArray<string> | undefined): string => (typeof value === "string" ? value : "")

/** The page a link asks for; anything odd is the first page (the calls answer 400, a page shows the list). */
export const pageParam = (value: string | ReadonlyArray<string> | undefined): number =>
  /^[1-9]\d{0,5}$/.test(one(value)) ? Number(one(value)) : 1

/** The search box's text, bounded, without control characters. */
export const searchParam = (value: string | ReadonlyArray<string> | undefined): string =>
  one(value).replace(/[\u0000-\u001f\u007f]/g, " ").slice(0, customerQueryMaxLength)
