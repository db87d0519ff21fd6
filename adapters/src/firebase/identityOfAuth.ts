import {
  createUserWithEmailAndPassword,
  sendPasswordResetEmail,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signOut,
  updateProfile
} from "firebase/auth"
import type { Auth, User } from "firebase/auth"
import { Effect, Option, Schema } from "effect"
import type { AuthUser } from "@shop/core/ports/Identity"
import { Identity, IdentityError, identityErrorFromProviderCode } from "@shop/core/ports/Identity"
import type { PasswordPolicy } from "@shop/core/validation/index"
import { productPasswordPolicy, validateEmail, validatePassword } from "@shop/core/validation/index"

/*
 * The Identity port over one Firebase Auth instance, shared by the server adapter (IdentityFirebase.ts,
 * one instance per request) and the browser's client (firebaseBrowser.ts). Kept apart from the layers
 * and their configuration so the browser's lazily loaded chunk pulls in no more than it uses.
 */

/** A Firebase error as the SDK throws it: only its `code` is read, decoded with Schema. */
const FirebaseFailure = Schema.Struct({ code: Schema.String })
const decodeFailure = Schema.decodeUnknownOption(FirebaseFailure)

/** SPEC 8: the provider's code mapped to the standard messages (core identityErrorFromProviderCode). */
export const identityErrorOf = (error: unknown): IdentityError =>
  Option.match(decodeFailure(error), {
    onSome: ({ code }) => identityErrorFromProviderCode(code),
    onNone: () => new IdentityError({ code: "unknown" })
  })

const call = <A>(operation: () => Promise<A>): Effect.Effect<A, IdentityError> =>
  Effect.tryPromise({ try: operation, catch: identityErrorOf })

const authUserOf = (user: User): AuthUser => ({ uid: user.uid, email: user.email ?? "", displayName: user.displayName })

/**
 * The Identity port over one Firebase Auth instance (a server request's or a browser page's): the
 * provider's calls, the product's own password and email rules first, every error mapped by
 * `identityErrorOf`.
 */
export const makeIdentityOfAuth = (auth: Auth, policy: PasswordPolicy = productPasswordPolicy) =>
  Identity.of({
    signInWithCustomToken: (token) => Effect.map(call(() => signInWithCustomToken(auth, token)), (c) => authUserOf(c.user)),
    signInWithPassword: (email, password) =>
      Effect.map(call(() => signInWithEmailAndPassword(auth, email.trim(), password)), (c) => authUserOf(c.user)),
    register: Effect.fn("IdentityFirebase.register")(function* (email: string, password: string, name: string) {
      // The product's own rules first (core): the provider's policy may be looser than ours.
      if (Option.isSome(validateEmail(email))) return yield* Effect.fail(new IdentityError({ code: "invalid-email" }))
      if (Option.isSome(validatePassword(password, policy))) return yield* Effect.fail(new IdentityError({ code: "weak-password" }))
      const credential = yield* call(() => createUserWithEmailAndPassword(auth, email.trim().toLowerCase(), password))
      const displayName = name.trim() === "" ? null : name.trim()
      if (displayName !== null) yield* call(() => updateProfile(credential.user, { displayName }))
      return { uid: credential.user.uid, email: credential.user.email ?? email.trim().toLowerCase(), displayName }
    }),
    signOut: call(() => signOut(auth)),
    currentUser: Effect.sync(() => Option.map(Option.fromNullishOr(auth.currentUser), authUserOf)),
    sendPasswordReset: Effect.fn("IdentityFirebase.sendPasswordReset")(function* (email: string) {
      if (Option.isSome(validateEmail(email))) return yield* Effect.fail(new IdentityError({ code: "invalid-email" }))
      // An unknown email succeeds, as the port promises (the provider may say user-not-found).
      yield* call(() => sendPasswordResetEmail(auth, email.trim())).pipe(
        Effect.catchIf((e) => e.code === "user-not-found", () => Effect.void)
      )
    })
  })
