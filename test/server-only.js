// Jest runs server modules directly; the `server-only` marker has nothing to guard there.
module.exports = {};
