import { Forbidden, type CollectionBeforeOperationHook, type Config, type GlobalBeforeOperationHook } from 'payload'
import { gateIsOpen } from '@/domain/security/second-factor/gate'
import { secondFactorStateOf } from './gate'

/**
 * "A user who must enrol and has not … can open nothing else" (issue 34): while a signed-in staff
 * member still owes the second factor, every collection and global operation made with their
 * session (REST, GraphQL, the admin, Local API calls passing their request) is refused with 403.
 * Signing in, refreshing the session, resetting a forgotten password and reading one's own account
 * stay open, and so do the admin's own preferences, which its pages read while showing the
 * second-factor page.
 */
const OPEN_USER_OPERATIONS = new Set(['login', 'refresh', 'forgotPassword', 'resetPassword', 'unlock'])
const OPEN_COLLECTIONS = new Set(['payload-preferences'])

async function refuseWhileOwed(req: Parameters<CollectionBeforeOperationHook>[0]['req'], args: unknown): Promise<void> {
  if (!req.user) return
  // Server code that overrides access (a hook writing the audit row of this very sign-in) is not the
  // session acting; REST and GraphQL never override access.
  if ((args as { overrideAccess?: boolean } | undefined)?.overrideAccess === true) return
  if (!gateIsOpen(await secondFactorStateOf(req))) throw new Forbidden(req.t)
}

export const collectionGuard: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (OPEN_COLLECTIONS.has(collection.slug)) return args
  if (collection.auth && OPEN_USER_OPERATIONS.has(operation)) return args
  // Their own account (Payload's `me`, the admin's header): who is signed in is no secret to them.
  if (collection.auth && operation === 'read' && req.user && (args as { id?: unknown }).id === req.user.id) return args
  await refuseWhileOwed(req, args)
  return args
}

export const globalGuard: GlobalBeforeOperationHook = async ({ args, req }) => {
  await refuseWhileOwed(req, args)
  return args
}

/** A config plugin (Payload's documented `plugins` shape): the guard first on every collection and global. */
export function secondFactorGuard(config: Config): Config {
  return {
    ...config,
    collections: (config.collections ?? []).map((collection) => ({
      ...collection,
      hooks: { ...collection.hooks, beforeOperation: [collectionGuard, ...(collection.hooks?.beforeOperation ?? [])] },
    })),
    globals: (config.globals ?? []).map((global) => ({
      ...global,
      hooks: { ...global.hooks, beforeOperation: [globalGuard, ...(global.hooks?.beforeOperation ?? [])] },
    })),
  }
}
