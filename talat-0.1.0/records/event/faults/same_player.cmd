talat event same_player.yaml
