// scripts/demoDatabasePlugin.ts: the URL of the demo database made at build time (null under the dev server).
declare module 'virtual:demo-database' {
  const url: string | null
  export default url
}
