/**
 * Stand-alone abilities (not tied to one resource). Resource rules live in
 * policies (see policies.ts).
 */
export {}
