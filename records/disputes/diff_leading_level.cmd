talat diff ../invalid/step_onto_occupied.tgn ../invalid/step_onto_occupied.tgn
