talat select --games 3-2 standings
