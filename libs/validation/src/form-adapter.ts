// Adapter from a valibot schema to react-final-form validators (building-blocks issue).
export {};
