/** Where the admin sends a session that still owes the second factor (payload.config.ts `admin.routes.unauthorized`; issue 34). */
export const SECOND_FACTOR_ROUTE = '/two-factor'
