talat fmt stood_step.tgn
