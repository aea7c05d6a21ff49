import { requestConfig } from './federation/config-request';

// config.json is fetched while the shared singletons load, not after them.
void requestConfig();
// An async boundary, so the federation runtime can settle shared singletons before React loads.
void import('./bootstrap');
