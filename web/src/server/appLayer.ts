import "server-only"
import { CatalogReadCache } from "@shop/adapters/postgres/CatalogReadCache"
import { layerBackendFromConfig } from "@shop/adapters/postgres/index"
import { layerFormsBackend } from "@shop/adapters/postgres/formsLayer"
import { RemoteCartStorePg } from "@shop/adapters/postgres/RemoteCartStorePg"
import { AccountAreaRepositoryPg } from "@shop/adapters/postgres/repositories/AccountAreaRepositoryPg"
import { AccountProfileRepositoryPg } from "@shop/adapters/postgres/repositories/AccountProfileRepositoryPg"
import { AfterSalesRepositoryPg } from "@shop/adapters/postgres/repositories/AfterSalesRepositoryPg"
import { StaffProductRepositoryPg } from "@shop/adapters/postgres/repositories/StaffProductRepositoryPg"
import { CustomerDirectoryPg } from "@shop/adapters/postgres/repositories/CustomerDirectoryPg"
import { DashboardReadsPg } from "@shop/adapters/postgres/repositories/DashboardReadsPg"
import { WarrantyClaimRepositoryPg } from "@shop/adapters/postgres/repositories/WarrantyClaimRepositoryPg"
import { PhoneNumbersLibphonenumber } from "@shop/adapters/phone/PhoneNumbersLibphonenumber"
import { SecretTokensNode } from "@shop/adapters/secrets/SecretTokensNode"
import { SellerNoticesMemory } from "@shop/adapters/memory/backend/SellerNoticesMemory"
import { expireUnpaidOrders } from "@shop/core/backend/index"
import { Effect, Layer, Schedule } from "effect"
import { AuthLayer } from "./auth/authLayer.ts"
import { LimitsLayer } from "./limits.ts"
import { CatalogVersionPublished } from "./sharedPages.ts"
import { CounterOfferLapseTimer } from "./counterOfferLapses.ts"
import { StaffLayer } from "./staff/staffLayer.ts"

/**
 * The application layer of the server runtime (src/server/runtime.ts): adapters' one startup layer
 * (layerBackendFromConfig), configured from the environment:
 * - the database: PostgreSQL when DATABASE_URL is set, else PGlite in PGLITE_DATA_DIR (default
 *   `.data/pglite` under the server's working directory; `memory://` for an in-memory database);
 * - on start: the migrations, then the seed (SEED_NUMBER) when the database has never been seeded,
 *   unless SEED_ON_START=false. A seeded database is left as it is, orders included;
 * - the repositories, and the payment gateway PAYMENTS names (`sandbox`, the default without
 *   DATABASE_URL, or `none`, the default with it);
 * - the unpaid-order expiry (core payments/expiry.ts) on a timer, besides the sweep every order
 *   placement runs first, so abandoned carts give their stock back even when nobody orders;
 * - the counter-offers' lapse rule on a timer (counterOfferLapses.ts), besides reads of one sale.
 * The Database service is exposed too, for the tests' "nothing was written" checks.
 * - the identity (auth/authLayer.ts): embedded by default, Firebase Auth when its settings are given.
 */

/** How often the runtime cancels unpaid orders past their time. */
const expiryInterval = "1 minute"

const expirySweep = expireUnpaidOrders.pipe(
  Effect.tap((ids) => (ids.length === 0 ? Effect.void : Effect.logInfo(`Cancelled ${ids.length} unpaid orders past their time`))),
  Effect.ignore({ log: "Warn", message: "The unpaid-order expiry sweep failed; the next one retries" })
)

/** Runs for as long as the runtime: interrupted when it is disposed (shutdown, tests). */
const expiryTimer = Layer.effectDiscard(Effect.forkScoped(Effect.repeat(expirySweep, Schedule.spaced(expiryInterval))))

// The embedded RemoteCartStore (carts table + LISTEN/NOTIFY) behind /api/carts/ (app/api/carts/handlers.ts),
// the reviews, contact messages and human check of the issue 8 forms, and the identity (embedded or
// Firebase, AuthLayer), over the same database; the secret tokens (sessions, reset and order links) under AUTH_TOKEN_SECRET;
// the rate limits' counters, table and sweep (limits.ts; the sweep also empties the forms layer's spent human checks);
// the pages' catalog read cache (emptied by the database's own notifications, page.ts), its version
// published for the boundary's page cache (sharedPages.ts); the phone numbering plans the order and
// payout rules ask, the same the browser's forms import (src/client/phoneNumbers.ts); the returns and warranty
// claims as the staff handle them (AfterSalesRepositoryPg); the console's catalogue with its price history
// (StaffProductRepositoryPg); the console's customer search and dashboard reads; over them the staff console's
// stores and its first admin (staff/staffLayer.ts).
export const AppLayer = StaffLayer.pipe(Layer.provideMerge(Layer.mergeAll(expiryTimer, CounterOfferLapseTimer, Layer.provideMerge(CatalogVersionPublished, CatalogReadCache.layer), RemoteCartStorePg.layer, AuthLayer, AccountAreaRepositoryPg.layer, AccountProfileRepositoryPg.layer, WarrantyClaimRepositoryPg.layer, AfterSalesRepositoryPg.layer, StaffProductRepositoryPg.layer, CustomerDirectoryPg.layer, DashboardReadsPg.layer, SecretTokensNode.layerConfig, LimitsLayer, PhoneNumbersLibphonenumber.layer))).pipe(
  Layer.provideMerge(SellerNoticesMemory.layerNone), // the seller's mails about their sale (issue 19): none until the mail adapter lands
  Layer.provideMerge(layerFormsBackend),
  Layer.provideMerge(layerBackendFromConfig)
)
