// Vite's ?raw imports (a file's text) in the unit tests.
declare module '*?raw' {
  const text: string;
  export default text;
}
