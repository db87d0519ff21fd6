import { Effect } from "effect"
import { Forbidden } from "../../errors.ts"
import type { StaffActor, StaffPermission } from "../../staff/roles.ts"
import { can } from "../../staff/roles.ts"

/**
 * The role check of every staff use case, first thing, before any read: Forbidden (403) when the
 * actor's role does not grant the permission (staff/roles.ts).
 */
export const requirePermission = (actor: StaffActor, permission: StaffPermission): Effect.Effect<void, Forbidden> =>
  can(actor.role, permission)
    ? Effect.void
    : Effect.fail(new Forbidden({ permission, message: `the ${actor.role} role may not ${permission}` }))
