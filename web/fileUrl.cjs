/** Jest stand-in for a file imported with Vite's `?url` suffix (Vite gives its URL): a fixed file name. */
module.exports = 'file.woff2';
