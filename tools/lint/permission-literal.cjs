// How a permission looks when someone spells it in module or route code instead of asking the module's definition
// (`modulePermission(chatroomModule, 'user.manage')`, `useModuleCan('update')`, a route's `can(module, 'create')`).
// eslint.config.mjs refuses such literals; permission-literal.spec.ts proves every permission of the catalogue
// matches, so an action a module adds must be added here before its permission can slip past the rule.
// A one-word permission ('security') is left out: the same word names tags and modules.

/** The actions of the permission catalogue: the standard five, then what modules add. */
const ACTIONS = ['index', 'read', 'create', 'update', 'delete', 'clone', 'password', 'publish', 'user\\.manage', 'message\\.delete'];

/** A permission literal: `group.action`, or a group spelled with its own suffix (promotion_users.read). */
const PERMISSION_LITERAL = `^[a-zA-Z]+(_[a-zA-Z]+)?\\.(${ACTIONS.join('|')})$`;

module.exports = { PERMISSION_LITERAL };
