talat select --tag 'Event~.' select/layout.tgn
