// Plain Node tests of the contract tools (CommonJS, no transform).
module.exports = {
  displayName: 'contracts',
  rootDir: __dirname,
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/*.spec.cjs'],
};
