talat check stood_step_occupied.tgn
