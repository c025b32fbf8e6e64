talat score ../valid/claim_unfinished.tgn ../invalid/step_onto_occupied.tgn
