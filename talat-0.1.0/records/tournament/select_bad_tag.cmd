talat select --tag Event standings
