// Prints the pre-rendered /login as JSON for the build (tools/webpack/prerender-login.js runs this with tsx).
import { renderLoginMarkup } from './login-markup';

process.stdout.write(JSON.stringify(renderLoginMarkup()));
