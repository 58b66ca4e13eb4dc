// Stylesheets mean nothing to unit tests.
module.exports = {};
