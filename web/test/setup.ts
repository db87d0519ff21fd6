/**
 * Route-handler tests call handlers without the socket boundary and name the client in the
 * `x-shop-client-address` header; a server never believes that header (web/src/server/clientAddress.ts
 * trustClientAddressHeaderForTests, whose flag this sets without importing a server-only module).
 */
Reflect.set(globalThis, "__shopTrustClientAddressHeader", true)
