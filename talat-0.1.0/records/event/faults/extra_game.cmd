talat event extra_game.yaml
