import { describe, expect, it } from "@effect/vitest"
import { vi } from "vitest"
import * as Counties from "../../app/api/counties/route.ts"
import * as Localities from "../../app/api/localities/route.ts"
import * as Lockers from "../../app/api/lockers/route.ts"
import { call, expectStatus, useAppDatabase } from "../support/app.ts"

vi.mock("server-only", () => ({}))
useAppDatabase()

interface County { readonly id: string; readonly name: string }
interface Locality { readonly countyId: string; readonly name: string }
interface Locker { readonly id: string; readonly name: string; readonly address: string; readonly locality: string }

describe("locations", () => {
  it("lists the market's counties and a county's localities", async () => {
    const counties = expectStatus(await call<ReadonlyArray<County>>(Counties.GET, { path: "/api/counties/" }), 200)
    expect(counties.length).toBeGreaterThan(0)
    expect(new Set(counties.map((c) => c.id)).size).toBe(counties.length)
    const county = counties[0]!
    const localities = expectStatus(
      await call<ReadonlyArray<Locality>>(Localities.GET, { path: `/api/localities/?county=${encodeURIComponent(county.id)}` }),
      200
    )
    expect(localities.length).toBeGreaterThan(0)
    expect(localities.every((l) => l.countyId === county.id)).toBe(true)
    expect(expectStatus(await call(Localities.GET, { path: "/api/localities/?county=no-such-county" }), 200)).toEqual([])
    expect((await call(Localities.GET, { path: "/api/localities/" })).status).toBe(400)
  })

  it("orders counties, localities and lockers as the market's shoppers read: Călărași before Cluj", async () => {
    for (const host of ["ro.localhost", "bg.localhost", "hu.localhost", "gr.localhost"]) {
      const locale = host.startsWith("gr") ? "el" : host.slice(0, 2)
      const collator = new Intl.Collator(locale, { numeric: true })
      const inOrder = (names: ReadonlyArray<string>) => names.slice(1).every((name, i) => collator.compare(names[i]!, name) <= 0)
      const counties = expectStatus(await call<ReadonlyArray<County>>(Counties.GET, { path: "/api/counties/", host }), 200)
      expect(inOrder(counties.map((c) => c.name)), host).toBe(true)
      const first = counties[0]!
      const localities = expectStatus(
        await call<ReadonlyArray<Locality>>(Localities.GET, { path: `/api/localities/?county=${encodeURIComponent(first.id)}`, host }),
        200
      )
      expect(inOrder(localities.map((l) => l.name)), host).toBe(true)
      const lockers = expectStatus(await call<ReadonlyArray<Locker>>(Lockers.GET, { path: "/api/lockers/", host }), 200)
      expect(inOrder(lockers.map((l) => l.name)), host).toBe(true)
    }
    const ro = expectStatus(await call<ReadonlyArray<County>>(Counties.GET, { path: "/api/counties/" }), 200).map((c) => c.name)
    expect(ro.indexOf("Călărași")).toBeGreaterThanOrEqual(0)
    expect(ro.indexOf("Călărași")).toBeLessThan(ro.indexOf("Cluj"))
  })

  it("answers another market's counties on its host", async () => {
    const ro = expectStatus(await call<ReadonlyArray<County>>(Counties.GET, { path: "/api/counties/" }), 200)
    const hu = expectStatus(await call<ReadonlyArray<County>>(Counties.GET, { path: "/api/counties/", host: "hu.localhost" }), 200)
    expect(hu.length).toBeGreaterThan(0)
    expect(hu.map((c) => c.id)).not.toEqual(ro.map((c) => c.id))
  })

  it("searches lockers by name, address or locality", async () => {
    const all = expectStatus(await call<ReadonlyArray<Locker>>(Lockers.GET, { path: "/api/lockers/" }), 200)
    expect(all.length).toBeGreaterThan(0)
    expect(all.length).toBeLessThanOrEqual(100)
    const locality = all[0]!.locality
    const found = expectStatus(await call<ReadonlyArray<Locker>>(Lockers.GET, { path: `/api/lockers/?search=${encodeURIComponent(locality.toUpperCase())}` }), 200)
    expect(found.length).toBeGreaterThan(0)
    const needle = locality.toLowerCase()
    expect(found.every((l) => `${l.name} ${l.address} ${l.locality}`.toLowerCase().includes(needle))).toBe(true)
    expect((await call(Lockers.GET, { path: `/api/lockers/?search=${"x".repeat(101)}` })).status).toBe(400)
    expect((await call(Lockers.GET, { path: "/api/lockers/?other=1" })).status).toBe(400)
  })
})
