// The middle value of a bench's runs (the upper middle of an even count): what the scripts judge
// on noisy machines.
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
