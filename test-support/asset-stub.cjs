// Jest cannot import stylesheets or images; components only need their module to exist.
module.exports = 'asset';
