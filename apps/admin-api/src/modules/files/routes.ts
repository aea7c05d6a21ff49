// Routes of the files module (filled by its issue); app.ts registers this plugin.
export default async function filesRoutes(): Promise<void> {}
