// Stylesheets are Vite's business; under jest an import of one resolves to this empty module.
export default {};
