talat select --tag 'Event~^Aut' --tag Round=2 standings/club.tgn
