/** Unix seconds now: every time the server stores or compares (the spec's dates are Unix seconds). */
export const now = () => Math.floor(Date.now() / 1000)
