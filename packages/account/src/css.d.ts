/** Stylesheets are imported for their side effect; tsup bundles them into dist/index.css. */
declare module '*.css';
