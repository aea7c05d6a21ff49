// The permission catalogue shared by server and client (filled by the API core issue).
export {};
