// Images import as their file name in tests, as they import as a URL in the bundle.
module.exports = 'test-file-stub';
