import { describe, expect, it } from "@effect/vitest"
import { Result, Schema } from "effect"
import * as fc from "fast-check"
import { PlaceOrderRequest } from "../../src/orders/placeOrderRequest.ts"
import { checkQueryText, decodeJsonBody } from "../../src/backend/requests.ts"
import { SafeFreeText, SafeText, textIssue, unsafeTextIn } from "../../src/validation/safeText.ts"
import { QuoteRequest } from "../../src/backend/sell/quoteService.ts"
import { CartRefreshBody, maxRefreshIdsPerLine, maxRefreshLines } from "../../src/cart/refresh/body.ts"
import { SellOrderPayload } from "../../src/sell/sellOrder.ts"
import { orderRequest } from "../support/backend/orderRequests.ts"

const refreshBody = { countryCode: "RO", lines: [{ productId: 101, extraServiceIds: [701], accessoryIds: [] }], accessoryIds: [502] }

const codeOf = <A>(result: Result.Result<A, { readonly code: string }>): string =>
  Result.isFailure(result) ? result.failure.code : "decoded"

const refresh = (body: unknown) => decodeJsonBody(CartRefreshBody, JSON.stringify(body))

describe("decodeJsonBody: the decoding boundary of every request body", () => {
  it("decodes a valid body and drops keys the schema does not name (a client's prices)", () => {
    const tampered = { ...refreshBody, total: 1, lines: [{ ...refreshBody.lines[0], price: 1, buy_price: 1 }] }
    expect(Result.getOrThrow(refresh(tampered))).toEqual(refreshBody)
  })

  it.each([
    ["an empty body", ""],
    ["blanks", "  \n"],
    ["malformed JSON", "{\"countryCode\":"],
    ["two documents", "{}{}"],
    ["JSON null", "null"]
  ])("refuses %s with invalid-request", (_name, text) => {
    expect(codeOf(decodeJsonBody(CartRefreshBody, text))).toBe("invalid-request")
  })

  it("refuses U+0000 and other control characters in any string or key, however deep", () => {
    const order = orderRequest()
    const cases: ReadonlyArray<unknown> = [
      { ...order, delivery: { method: "locker", lockerId: "a\u0000b" } },
      { ...order, contact: { ...order.contact, name: "Ana\u0000" } },
      { ...order, delivery: { method: "courier", address: { county: "Cluj\u001b", locality: "x", street: "y", number: "1" } } },
      { ...order, unknown: { deeper: ["fine", "not\u0000fine"] } },
      { ...order, ["key\u0000"]: 1 },
      { ...order, idempotencyKey: "\ud800abcdefgh" }
    ]
    for (const body of cases) {
      const decoded = decodeJsonBody(PlaceOrderRequest, JSON.stringify(body))
      expect(codeOf(decoded), JSON.stringify(body)).toBe("invalid-request")
    }
  })

  it("keeps tab and line breaks where text is free (an address's details), not in one-line fields", () => {
    const order = orderRequest()
    const address = { county: "Cluj", locality: "Cluj-Napoca", street: "Strada Memorandumului", number: "5" }
    const withDetails = { ...order, delivery: { method: "courier", address: { ...address, details: "floor 2\r\n\tring twice" } } }
    expect(codeOf(decodeJsonBody(PlaceOrderRequest, JSON.stringify(withDetails)))).toBe("decoded")
    const inName = { ...order, contact: { ...order.contact, name: "Ana\nPopescu" } }
    expect(codeOf(decodeJsonBody(PlaceOrderRequest, JSON.stringify(inName)))).toBe("invalid-request")
  })

  it("answers a 30 000-deep array without overflowing the stack", () => {
    const deep = `${"[".repeat(30_000)}"\\u0000"${"]".repeat(30_000)}`
    expect(unsafeTextIn(JSON.parse(deep))).toContain("control characters")
    expect(codeOf(decodeJsonBody(CartRefreshBody, deep))).toBe("invalid-request")
  })

  it("random JSON never throws: every body decodes or is invalid-request (property)", () => {
    const schemas: ReadonlyArray<Schema.Decoder<unknown>> = [CartRefreshBody, QuoteRequest, PlaceOrderRequest, SellOrderPayload]
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue().map((v) => JSON.stringify(v) ?? ""), fc.string({ unit: "binary" })), (text) => {
        for (const schema of schemas) expect(["decoded", "invalid-request"]).toContain(codeOf(decodeJsonBody(schema, text)))
      }),
      { numRuns: 300 }
    )
  })
})

describe("CartRefreshBody: ids and sizes a database can hold", () => {
  const line = { productId: 1, extraServiceIds: [], accessoryIds: [] }

  it.each([
    ["productId 2^31", { ...refreshBody, lines: [{ ...line, productId: 2 ** 31 }] }],
    ["productId 1e15", { ...refreshBody, lines: [{ ...line, productId: 1e15 }] }],
    ["productId 0", { ...refreshBody, lines: [{ ...line, productId: 0 }] }],
    ["productId -1", { ...refreshBody, lines: [{ ...line, productId: -1 }] }],
    ["productId 1.5", { ...refreshBody, lines: [{ ...line, productId: 1.5 }] }],
    ["an extra service id 2^31", { ...refreshBody, lines: [{ ...line, extraServiceIds: [2 ** 31] }] }],
    ["a loose accessory id 2^31", { ...refreshBody, accessoryIds: [2 ** 31] }],
    [`${maxRefreshLines + 1} lines`, { ...refreshBody, lines: Array.from({ length: maxRefreshLines + 1 }, () => line) }],
    [`${maxRefreshIdsPerLine + 1} accessories on a line`, {
      ...refreshBody,
      lines: [{ ...line, accessoryIds: Array.from({ length: maxRefreshIdsPerLine + 1 }, (_, i) => i + 1) }]
    }]
  ])("refuses %s", (_name, body) => {
    expect(codeOf(refresh(body))).toBe("invalid-request")
  })

  it("takes the largest id and the largest cart it allows", () => {
    const lines = Array.from({ length: maxRefreshLines }, () => ({ ...line, productId: 2 ** 31 - 1 }))
    expect(codeOf(refresh({ ...refreshBody, lines }))).toBe("decoded")
  })

  it("refuses -0 (JSON text `-0`)", () => {
    const text = `{"countryCode":"RO","lines":[{"productId":-0,"extraServiceIds":[],"accessoryIds":[]}],"accessoryIds":[]}`
    expect(codeOf(decodeJsonBody(CartRefreshBody, text))).toBe("invalid-request")
  })
})

describe("PlaceOrderRequest ids", () => {
  it("refuses ids a PostgreSQL integer cannot hold", () => {
    for (const productId of [2 ** 31, 1e15, Number.MAX_SAFE_INTEGER]) {
      const body = orderRequest({ lines: [{ productId, extraServiceIds: [], accessoryIds: [] }] })
      expect(codeOf(decodeJsonBody(PlaceOrderRequest, JSON.stringify(body))), String(productId)).toBe("invalid-request")
    }
    const body = orderRequest({ accessoryIds: [2 ** 31] })
    expect(codeOf(decodeJsonBody(PlaceOrderRequest, JSON.stringify(body)))).toBe("invalid-request")
  })
})

describe("safe text", () => {
  it("one line refuses every C0 control and DEL; free text allows tab, LF and CR only", () => {
    for (let code = 0; code < 0x20; code++) {
      const text = `a${String.fromCharCode(code)}b`
      expect(textIssue(text, "line"), `U+${code.toString(16)}`).toBeDefined()
      expect(textIssue(text, "free") === undefined, `U+${code.toString(16)}`).toBe([9, 10, 13].includes(code))
    }
    expect(textIssue("a\u007fb", "free")).toBeDefined()
    expect(textIssue("Călărași 😀", "line")).toBeUndefined()
    expect(Schema.is(SafeText(5))("abcdef")).toBe(false)
    expect(Schema.is(SafeFreeText(10))("a\nb")).toBe(true)
  })

  it("checkQueryText refuses control characters in names and values", () => {
    expect(codeOf(checkQueryText({ search: "a\u0000" }))).toBe("invalid-request")
    expect(codeOf(checkQueryText({ search: ["ok", "tab\there"] }))).toBe("invalid-request")
    expect(codeOf(checkQueryText({ ["x\u0001"]: "1" }))).toBe("invalid-request")
    expect(codeOf(checkQueryText({ search: "Cluj-Napoca", county: undefined }))).toBe("decoded")
  })
})
