// An async boundary, so the federation runtime can settle shared singletons before React loads.
void import('./bootstrap');
