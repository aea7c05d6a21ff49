// Schema helpers with the spec's messages, and the react-final-form adapter (building-blocks issue).
export {};
