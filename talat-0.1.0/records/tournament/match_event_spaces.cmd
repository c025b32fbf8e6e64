talat check match/event_spaces.tgn
