talat check tie_editions.tgn tie_three_way.tgn
