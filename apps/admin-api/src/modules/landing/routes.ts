// Routes of the landing module (filled by its issue); app.ts registers this plugin.
export default async function landingRoutes(): Promise<void> {}
