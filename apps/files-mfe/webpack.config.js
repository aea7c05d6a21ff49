const { createConfig } = require('../../tools/webpack/create-config');

module.exports = createConfig({
  project: 'files-mfe',
  name: 'files',
  port: 4203,
  exposes: {
      "./Files": "./src/modules/files/index.tsx",
      "./FileBrowserDialog": "./src/modules/file-browser/index.tsx"
  },
});
