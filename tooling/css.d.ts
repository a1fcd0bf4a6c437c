/** Stylesheets are imported for their side effects; the bundler handles them. */
declare module '*.css';
