/** Jest stand-in for an imported SVG file (Vite gives its URL): a fixed file name. */
module.exports = 'image.svg';
