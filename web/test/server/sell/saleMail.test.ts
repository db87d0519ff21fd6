import { describe, expect, it } from "vitest"
import type { SellOrderProgress, SellOrderStatusEvent } from "@shop/core/sell/sellOrderStatus"
import { submittedProgress } from "@shop/core/sell/sellOrderStatus"
import type { SellOrderStatus, StoredSellOrder } from "@shop/core/sell/sellTypes"
import type { MarketCode } from "@shop/core/markets/index"
import { sampleSellOrders } from "@shop/core/test-support/backend/sellOrderRepositorySuite"
import { saleMail } from "../../../src/server/sell/saleMail.ts"

const day = 24 * 60 * 60 * 1000
const at = Date.parse("2026-11-24T09:00:00Z")
const iban = "RO49AAAA1B31007593840000"

const order = (market: MarketCode, owner: string | null = "user-9"): StoredSellOrder => {
  const base = sampleSellOrders[0]!
  return {
    sellOrderId: "5b0c9f1e-3f8e-4d7a-9a53-0c1f3c1b2a10",
    status: "submitted",
    createdAt: at - 2 * day,
    lockReviewItemIndexes: [],
    payload: { ...base.payload, countryCode: market, serviceDbUserId: owner, totalEstimatedOffer: 1710.5 }
  }
}

const event = (from: SellOrderStatus, to: SellOrderStatus, when = at): SellOrderStatusEvent =>
  ({ at: when, actorId: "staff-1", actorName: "Ion Tehnician", from, to, note: "Ecran zgâriat, notă internă" })

const inspection = {
  devices: [], referenceTotal: 1710.5, foundTotal: 1200, requoted: false, note: "notă internă", at, actorId: "staff-1"
}

/** The progress after each move, as the machine stores it (the records of the steps before it kept). */
const progressAt = (status: SellOrderStatus, options: { readonly by?: "seller" | "lapse"; readonly lapse?: "accept" | "return" } = {}): SellOrderProgress => {
  const counterOffer = { amount: 1200, expiresAt: at + 14 * day, lapse: options.lapse ?? "accept" } as const
  const base: SellOrderProgress = { ...submittedProgress, arrival: { via: "courier", reference: "AWB-1", at } }
  const path: ReadonlyArray<SellOrderStatus> = {
    submitted: [],
    received: ["received"],
    evaluated: ["received", "evaluated"],
    "counter-offered": ["received", "counter-offered"],
    accepted: ["received", "counter-offered", "accepted"],
    declined: ["received", "counter-offered", "declined"],
    returned: ["received", "counter-offered", "declined", "returned"],
    paid: ["received", "evaluated", "paid"],
    cancelled: ["cancelled"]
  }[status] as ReadonlyArray<SellOrderStatus>
  const history = path.map((to, i) => event(i === 0 ? "submitted" : path[i - 1]!, to, at + i))
  const offered = path.includes("counter-offered")
  return {
    ...base,
    status,
    inspection: path.includes("evaluated") || offered ? inspection : null,
    evaluation: path.includes("evaluated") ? { amount: 1710.5, note: "ok", at } : null,
    counterOffer: offered ? counterOffer : null,
    decision: status === "accepted" || path.includes("declined") ? { accepted: status === "accepted", by: options.by ?? "seller", at } : null,
    returned: status === "returned" ? { reference: "RET-778", at } : null,
    payout: status === "paid" ? { method: "iban", account: iban, payee: "Alfa Service S.R.L.", amount: 1710.5, reference: "OP-BANK-99", paidOn: "2026-11-26", at } : null,
    history
  }
}

const link = { _tag: "Account", url: "http://ro.localhost:3000/cont/detalii-vanzare/x/" } as const
const moves: ReadonlyArray<SellOrderStatus> = ["received", "evaluated", "counter-offered", "accepted", "declined", "returned", "paid", "cancelled"]
const markets: ReadonlyArray<MarketCode> = ["RO", "BG", "HU", "GR"]

describe("the seller's mail of a sale's move", () => {
  it("says every state change, in each market's language, with the link, and never the IBAN, the staff's names, notes or the bank's reference", () => {
    for (const market of markets) {
      const subjects = new Set<string>()
      for (const status of moves) {
        const mail = saleMail(order(market), progressAt(status), link)
        expect(mail, `${market} ${status}`).not.toBeNull()
        const text = `${mail!.subject}\n${mail!.body}`
        subjects.add(mail!.subject)
        expect(mail!.body).toContain(link.url)
        for (const secret of [iban, "••••", "Ion Tehnician", "notă internă", "OP-BANK-99"]) expect(text).not.toContain(secret)
        // A Greek mail is Greek: no English sentence of the catalogue.
        if (market === "GR") expect(text).not.toMatch(/\b(the|your|we|device)\b/i)
      }
      expect(subjects.size).toBe(moves.length)
    }
  })

  it("gives the counter-offer's amount, the original offer, the deadline and what the lapse rule does", () => {
    const accept = saleMail(order("RO"), progressAt("counter-offered"), link)!
    expect(accept.subject).toContain("1.200")
    expect(accept.body).toContain("1.710,50")
    expect(accept.body).toContain("08.12.2026")
    expect(accept.body).toContain("considerăm că accepți")
    const back = saleMail(order("GR"), progressAt("counter-offered", { lapse: "return" }), link)!
    expect(back.body).toContain("επιστρέφουμε τη συσκευή δωρεάν")
  })

  it("says a lapse decided, not the seller", () => {
    expect(saleMail(order("HU"), progressAt("accepted", { by: "lapse" }), link)!.body).toContain("elfogadottnak vettük")
    expect(saleMail(order("HU"), progressAt("accepted"), link)!.body).toContain("Elfogadtad")
    expect(saleMail(order("BG"), progressAt("declined", { by: "lapse" }), link)!.body).toContain("изтече")
  })

  it("gives the return's reference and the payout's amount and day", () => {
    expect(saleMail(order("RO"), progressAt("returned"), link)!.body).toContain("RET-778")
    const paid = saleMail(order("RO"), progressAt("paid"), link)!
    expect(paid.subject).toContain("1.710,50")
    expect(paid.body).toContain("26.11.2026")
  })

  it("says how the money went: by bank transfer to an IBAN, to the card for a card payout (a trade-in's card, a card seller)", () => {
    const byTransfer = saleMail(order("GR"), progressAt("paid"), link)!
    const base = progressAt("paid")
    const toCard = saleMail(order("GR"), { ...base, payout: base.payout === null ? null : { ...base.payout, method: "card", account: "order:x" } }, link)!
    expect(byTransfer.body).toContain("τραπεζική μεταφορά")
    expect(toCard.body).not.toContain("τραπεζική μεταφορά")
    expect(toCard.body).toContain("κάρτα")
    // Before the payout nothing says how it will go: the details may still change.
    expect(saleMail(order("GR"), progressAt("evaluated"), link)!.body).not.toContain("τραπεζική μεταφορά")
  })

  it("sends a guest their sale's number instead of an account link, and an account without a known origin to My sales", () => {
    const guest = saleMail(order("RO", null), progressAt("received"), { _tag: "Guest" })!
    expect(guest.body).toContain("5b0c9f1e-3f8e-4d7a-9a53-0c1f3c1b2a10")
    expect(guest.body).not.toContain("http")
    expect(saleMail(order("RO"), progressAt("received"), { _tag: "Account", url: null })!.body).toContain("Vânzările mele")
  })

  it("says nothing for a move that changes no state (a paid instant sale's reconciliation)", () => {
    const paid = progressAt("paid")
    const reconciled: SellOrderProgress = { ...paid, history: [...paid.history, event("paid", "paid", at + 10)] }
    expect(saleMail(order("RO"), reconciled, link)).toBeNull()
    expect(saleMail(order("RO"), submittedProgress, link)).toBeNull()
  })
})
