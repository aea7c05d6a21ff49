// Separate entry point @backoffice/ui/plain-icon: the file manager's tiles need only this from the ui library.
export { plainIcon } from './plain-icon';
